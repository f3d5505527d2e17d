// swift-tools-version:6.0
import PackageDescription

// A team's own package that depends on a11ylint by path, as another package would
// by URL: `make test` builds and tests it, which fails if a11ylint's package ever
// sets flags SwiftPM refuses in a dependency (`unsafeFlags`).
let package = Package(
    name: "LibraryClient",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "a11ylint", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "LibraryClientTests",
            dependencies: [.product(name: "A11yLintCore", package: "a11ylint")]
        ),
    ]
)
