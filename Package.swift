// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11ylint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11ylint", targets: ["a11ylint"]),
        .library(name: "A11yLintCore", targets: ["A11yLintCore"]),
        // Fuzz targets: `make fuzz` builds them with libFuzzer; a plain build replays inputs.
        .executable(name: "fuzz-yaml", targets: ["FuzzYAML"]),
        .executable(name: "fuzz-xml", targets: ["FuzzXML"]),
        .executable(name: "fuzz-maestro", targets: ["FuzzMaestro"]),
        .executable(name: "fuzz-xcui", targets: ["FuzzXCUI"]),
        .executable(name: "fuzz-idb", targets: ["FuzzIdb"]),
        // `make generate`: writes the code, docs and README table that follow from Rules/*.yml.
        .executable(name: "generate-rules", targets: ["GenerateRules"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // XML page sources are read with libxml2's SAX2 push parser, straight into nodes.
        .systemLibrary(
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The core is a stack of targets, each depending only on the ones below it,
        // so the compiler holds the layers (docs/architecture.md):
        // findings <- YAML <- dump <- semantics <- rules <- lint engine <- reporters <- CLI.
        // The rule catalog (Rules/*.yml read into RuleDefinition) sits on the dump
        // layer beside semantics: `make generate` reads it without the rules' code,
        // which may not compile before it has run.
        .target(name: "A11yFindings"),
        .target(name: "A11yYAML", dependencies: ["CYAML", "A11yFindings"]),
        .target(name: "A11yDump", dependencies: ["A11yYAML", "CXML2"]),
        // Plain concurrency helpers (ordered concurrent map, slots handed over in order).
        .target(name: "A11yConcurrency"),
        .target(name: "A11ySemantics", dependencies: ["A11yDump", "A11yConcurrency"]),
        .target(name: "A11yCatalog", dependencies: ["A11yDump"]),
        .target(name: "A11yRules", dependencies: ["A11ySemantics", "A11yCatalog"]),
        .target(name: "A11yLintCore", dependencies: ["A11yRules", "A11yConcurrency"]),
        .target(name: "A11yReporters", dependencies: ["A11yLintCore"]),
        // The command line's allocator settings (glibc's mallopt has no Swift import).
        .target(name: "CAllocatorTuning"),
        .executableTarget(
            name: "a11ylint",
            dependencies: [
                "A11yReporters",
                "CAllocatorTuning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "RuleGeneration", dependencies: ["A11yCatalog"]),
        .executableTarget(name: "GenerateRules", dependencies: ["RuleGeneration"]),
        .target(name: "FuzzSupport", dependencies: ["A11yLintCore"]),
        .executableTarget(name: "FuzzYAML", dependencies: ["A11yLintCore", "FuzzSupport"]),
        .executableTarget(name: "FuzzXML", dependencies: ["A11yLintCore", "FuzzSupport"]),
        .executableTarget(name: "FuzzMaestro", dependencies: ["A11yLintCore", "FuzzSupport"]),
        .executableTarget(name: "FuzzXCUI", dependencies: ["A11yLintCore", "FuzzSupport"]),
        .executableTarget(name: "FuzzIdb", dependencies: ["A11yLintCore", "FuzzSupport"]),
        .testTarget(
            name: "RuleGenerationTests",
            dependencies: ["RuleGeneration"]
        ),
        .testTarget(
            name: "A11yLintCoreTests",
            dependencies: ["A11yReporters"]
        ),
        .testTarget(
            name: "a11ylintTests",
            dependencies: ["a11ylint"],
            // Read from the source tree by path, not bundled.
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)
