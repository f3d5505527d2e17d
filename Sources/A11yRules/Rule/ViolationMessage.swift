import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

extension Violation {
    /// A rule's message, worded as a string literal with interpolations. The parts
    /// are kept apart and copied once into text of exactly their length: a large run
    /// makes hundreds of thousands of messages, and an interpolated `String` grows
    /// (and copies) part by part, then needs a copy of its own length to be kept.
    public struct Message: ExpressibleByStringInterpolation {
        private var parts: [String]

        public init(stringLiteral value: String) {
            parts = [value]
        }

        public init(stringInterpolation: Interpolation) {
            parts = stringInterpolation.parts
        }

        /// Text worded elsewhere.
        public init(_ text: String) {
            parts = [text]
        }

        public struct Interpolation: StringInterpolationProtocol {
            fileprivate var parts: [String] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                parts.reserveCapacity(2 * interpolationCount + 1)
            }

            public mutating func appendLiteral(_ literal: String) {
                if !literal.isEmpty { parts.append(literal) }
            }

            public mutating func appendInterpolation(_ text: String) {
                parts.append(text)
            }

            public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
                parts.append(value.description)
            }
        }

        /// The parts as one string in storage of exactly its length.
        var text: String {
            parts.count == 1 ? parts[0].compacted : String(concatenating: parts)
        }
    }
}
