/// The platform a dump was taken on; it decides which keys a node may carry and
/// which screen reader's behaviour applies.
public enum Platform: String, Sendable, CaseIterable, Codable {
    case ios
    case android

    /// How the platform is named in messages.
    public var displayName: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        }
    }
}
