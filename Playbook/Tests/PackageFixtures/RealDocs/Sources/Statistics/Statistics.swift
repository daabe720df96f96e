import RealModule

extension Collection where Element == Double {
    /// The arithmetic mean; nil for no values.
    public var mean: Double? { isEmpty ? nil : reduce(0, +) / Double(count) }

    /// The geometric mean (through logarithms); nil for no values.
    public var geometricMean: Double? { isEmpty ? nil : Double.exp(map { Double.log($0) }.reduce(0, +) / Double(count)) }
}

/// The values rounded to `places` decimal places, as text.
public func rounded(_ value: Double, places: Int) -> String {
    let scale = Double.pow(10, Double(places))
    return "\((value * scale).rounded() / scale)"
}
