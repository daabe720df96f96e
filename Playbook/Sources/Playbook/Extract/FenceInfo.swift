/// The info string of a fence split into its language and attributes:
/// `swift skip="needs UIKit" timeout=5` → language `swift`, attributes
/// `skip` = `needs UIKit` and `timeout` = `5`. The language is read in
/// lower case (`Swift` is `swift`).
package struct FenceInfo: Hashable, Sendable {
    package struct Attribute: Hashable, Sendable {
        package var name: String
        /// nil for a bare flag such as `setup`.
        package var value: String?
    }

    package enum ParseError: Error, Hashable, CustomStringConvertible {
        case unterminatedQuote(attribute: String)

        package var description: String {
            switch self {
            case .unterminatedQuote(let name):
                return "the value of attribute '\(name)' opens a quote that is never closed; close it with \""
            }
        }
    }

    package var language: String
    package var attributes: [Attribute]

    package init(parsing info: String) throws(ParseError) {
        var characters = Substring(info)
        var words: [Attribute] = []
        while true {
            characters = characters.drop(while: { $0 == " " || $0 == "\t" })
            guard !characters.isEmpty else { break }
            let name = characters.prefix(while: { $0 != " " && $0 != "\t" && $0 != "=" })
            characters = characters.dropFirst(name.count)
            guard characters.first == "=" else {
                words.append(Attribute(name: String(name), value: nil))
                continue
            }
            characters = characters.dropFirst()
            if characters.first == "\"" {
                characters = characters.dropFirst()
                guard let close = characters.firstIndex(of: "\"") else {
                    throw .unterminatedQuote(attribute: String(name))
                }
                words.append(Attribute(name: String(name), value: String(characters[..<close])))
                characters = characters[characters.index(after: close)...]
            } else {
                let value = characters.prefix(while: { $0 != " " && $0 != "\t" })
                characters = characters.dropFirst(value.count)
                words.append(Attribute(name: String(name), value: String(value)))
            }
        }
        // In lower case: GitHub reads ```Swift as ```swift (attaswift/BigInt's README fences so).
        language = words.first.map { $0.value == nil ? $0.name.lowercased() : "" } ?? ""
        attributes = Array(words.dropFirst())
    }
}

extension FenceInfo {
    /// The resource limit attributes of a swift fence (`memory=2G cpu=10`,
    /// see ``ResourceLimits``), the other attributes, and a message for each
    /// limit written wrong.
    package static func resourceLimits(in attributes: [Attribute]) -> (
        limits: [ResourceLimits.Kind: UInt64], others: [Attribute], errors: [String]
    ) {
        var limits: [ResourceLimits.Kind: UInt64] = [:]
        var others: [Attribute] = []
        var errors: [String] = []
        for attribute in attributes {
            guard let kind = ResourceLimits.Kind(rawValue: attribute.name) else {
                others.append(attribute)
                continue
            }
            guard let value = attribute.value.flatMap({ ResourceLimits.parse($0, as: kind) }) else {
                errors.append(
                    "\(kind.rawValue) needs a positive \(kind.isByteSize ? "size" : "number"); write \(ResourceLimits.example(of: kind))")
                continue
            }
            limits[kind] = value
        }
        return (limits, others, errors)
    }
}
