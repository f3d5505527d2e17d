// swift-tools-version:6.0
import PackageDescription

// A team's own package that depends on a11ylint, here by path: `make test` builds
// it and runs its tests, which use only the library's public API. (SwiftPM
// accepts unsafe flags from a path dependency, so PackageManifestTests checks
// that a11ylint's manifest sets none.)
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
