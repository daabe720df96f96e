/// A plane figure that knows its area and perimeter.
public protocol Shape {
    /// The area, in square units.
    var area: Double { get }
    /// The length of the outline, in units.
    var perimeter: Double { get }
}

extension Shape {
    /// "area A, perimeter P", each with two decimals.
    public var summary: String {
        "area \(Self.twoDecimals(area)), perimeter \(Self.twoDecimals(perimeter))"
    }

    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
