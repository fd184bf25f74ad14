// A client of both modules: what an app linking the binary framework compiles.
import EvolvingCodes
import FrozenCodes

/// Exhaustive without `default`: the kind is `@frozen`, so it cannot gain cases without a new
/// version of the client.
func greeting(for gender: Frozen.Gender) -> String {
    switch gender {
    case .man: "Mr"
    case .woman: "Ms"
    }
}

/// The kind is not frozen: a later framework may add values, which this binary must survive.
func isImmediate(_ method: Evolving.PaymentMethod) -> Bool {
    switch method {
    case .cash: true
    case .card: true
    @unknown default: false
    }
}

print(Frozen.Gender.allCases.map(greeting(for:)), Evolving.PaymentMethod.allCases.map(isImmediate))
