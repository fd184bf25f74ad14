// swift-tools-version: 6.0
// An app that applies, at run time, the updates of its code masters that a back end serves: the
// compiled kinds first, then the update cached on disk, then a fresh download, and the last good
// data kept whenever a download or a cached file is bad. Its tests serve the updates over HTTP on
// loopback with Python's http.server (Server/serve.py).
import PackageDescription

let package = Package(
    name: "MasterUpdates",
    // swift-kbn's floor: SwiftPM refuses a target below the platforms of a product it uses.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "swift-kbn", path: "../..")
    ],
    targets: [
        // The kinds (Kbn.PaymentMethod, Kbn.DeliveryTime) from kbn-definitions.json, the checkout
        // screen's model, and the launch sequence that downloads, checks and caches updates.
        .target(
            name: "Checkout",
            dependencies: [.product(name: "KbnUpdates", package: "swift-kbn")],
            plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]
        ),
        .testTarget(
            name: "CheckoutTests",
            dependencies: ["Checkout", .product(name: "KbnUpdates", package: "swift-kbn")]
        ),
    ]
)
