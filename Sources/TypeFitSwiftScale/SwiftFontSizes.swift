import TypeFitDynamicType
import TypeFitVocabulary

/// Combines a definition's fonts evaluated at each Dynamic Type size into one font: the same
/// font everywhere stays as it is (its API's scaling applies); otherwise the face must be the
/// same and the size at each Dynamic Type size is what the code's font resolves to there,
/// `pointSizes`.
enum SwiftFontSizes {
    static func combine(_ fonts: [SwiftFontValue], at location: SwiftSourceLocation) -> SwiftFontValue? {
        guard let first = fonts.first else { return nil }
        guard fonts.count == DynamicTypeSize.allCases.count else { return first }
        var result = fonts[DynamicTypeSize.large.ordinal]
        for font in fonts {
            result.unresolved += font.unresolved.filter { !result.unresolved.contains($0) }
        }
        if result.scalesTwice == nil { result.scalesTwice = fonts.lazy.compactMap(\.scalesTwice).first }
        if fonts.allSatisfy({ sameFont($0, result) }) { return result }
        let faces = Set(fonts.map(faceDescription))
        guard faces.count == 1 else {
            let smallest = faceDescription(fonts[0])
            let largest = faceDescription(fonts[fonts.count - 1])
            result.unresolved.append(
                SwiftSourceWarning(
                    location: location,
                    message:
                        "the face changes with the Dynamic Type size (\(smallest) at xSmall, \(largest) at AX5), which one type scale entry cannot express"
                ))
            return result
        }
        guard result.unresolved.isEmpty else { return result }
        var sizes: [Double] = []
        for (size, font) in zip(DynamicTypeSize.allCases, fonts) {
            guard let pointSize = resolvedSize(font, at: size) else {
                result.unresolved.append(
                    SwiftSourceWarning(
                        location: location, message: "the size at \(size.rawValue) is not one TypeFit can work out"))
                return result
            }
            sizes.append(pointSize)
        }
        if result.isSystem, let style = systemStyle(matching: sizes, preferring: result.textStyle) {
            // The system font at a text style's own size at every size is that text style
            // (`UIFont(descriptor: preferred.addingAttributes(…), size: preferred.pointSize)`).
            result.api = .uiFontPreferred
            result.textStyle = style
            result.size = nil
            result.maximumPointSize = nil
            return result
        }
        result.pointSizes = sizes
        result.sizeFromDynamicType = true
        result.maximumPointSize = nil
        return result
    }

    /// The point size `font` resolves to at `size`, points, as its API scales it.
    static func resolvedSize(_ font: SwiftFontValue, at size: DynamicTypeSize) -> Double? {
        switch font.api {
        case .systemStyle, .uiFontPreferred:
            return font.size ?? Platform.iOS.typeTable.metrics(for: font.textStyle, at: size)?.pointSize
        case .customFixed, .systemSize, .uiFontNamed, .uiFontSystemSize:
            return font.size
        case .customRelative:
            guard let base = font.size else { return nil }
            return try? CustomFontScaling(api: .fontCustomRelativeTo(font.textStyle), pointSize: base).pointSize(
                at: size)
        case .uiFontMetrics:
            guard let base = font.size else { return nil }
            return try? CustomFontScaling(
                api: .scaledFont(font.textStyle), pointSize: base, maximumPointSize: font.maximumPointSize
            ).pointSize(at: size)
        }
    }

    /// The text style whose iOS size is `sizes` at every Dynamic Type size, if any; `preferred`
    /// first (body and headline share their sizes).
    static func systemStyle(matching sizes: [Double], preferring preferred: TextStyle) -> TextStyle? {
        ([preferred] + TextStyle.allCases).first { style in
            zip(DynamicTypeSize.allCases, sizes).allSatisfy { size, pointSize in
                Platform.iOS.typeTable.metrics(for: style, at: size)?.pointSize == pointSize
            }
        }
    }

    private static func sameFont(_ a: SwiftFontValue, _ b: SwiftFontValue) -> Bool {
        a.api == b.api && a.size == b.size && a.textStyle == b.textStyle && faceDescription(a) == faceDescription(b)
            && a.maximumPointSize == b.maximumPointSize
    }

    private static func faceDescription(_ font: SwiftFontValue) -> String {
        let family = font.isSystem ? "the system font" : "'\(font.name ?? "?")'"
        let weight = font.weight.map { " weight \($0)" } ?? ""
        return family + weight + (font.italic ? " italic" : "") + (font.design.map { " \($0)" } ?? "")
    }
}
