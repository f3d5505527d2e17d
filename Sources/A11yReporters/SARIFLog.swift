import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore

/// The parts of SARIF 2.1.0 we write. Optional members left nil are not written,
/// and the property names are the schema's own.
enum SARIF {
    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]?
        var columnKind: String?
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Help
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    struct Help: Encodable {
        var text: String
        var markdown: String
    }

    struct Configuration: Encodable {
        var enabled: Bool
        var level: String
    }

    struct RuleProperties: Encodable {
        var tags: [String]
        var precision: String
        var problemSeverity: String

        enum CodingKeys: String, CodingKey {
            case tags, precision
            case problemSeverity = "problem.severity"
        }
    }

    struct Message: Encodable {
        var text: String
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var descriptor: Reference
        var locations: [Location]?
    }

    struct Reference: Encodable {
        var id: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]
        var properties: ResultProperties?
    }

    struct ResultProperties: Encodable {
        var screen: String?
        var announcement: String?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String?
        var uriBaseId: String?
        var description: Message?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    struct LogicalLocation: Encodable {
        var name: String
        var fullyQualifiedName: String
        var kind: String
    }

    struct Suppression: Encodable {
        var kind: String
        var status: String
        var justification: String
    }
}
