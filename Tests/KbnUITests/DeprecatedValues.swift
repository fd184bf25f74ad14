// The test kinds' deprecated values, read by code: naming their cases would warn at every use.

let cheque = Screens.Payment(code: "P3")!
let choleraUnspecified = Screens.Disease(code: "A00.9")!
