/// The design of the system font an app asks for: SwiftUI's `Font.Design`
/// (`Font.system(_:design:)`, `.monospaced()`) and UIKit's `UIFontDescriptor.SystemDesign`
/// (`withDesign(_:)`). Each is its own Apple family: SF Pro, SF Pro Rounded, New York, SF Mono.
public enum FontDesign: String, Sendable, CaseIterable {
    /// SF Pro, the system font as it is.
    case `default`
    /// SF Pro Rounded.
    case rounded
    /// New York.
    case serif
    /// SF Mono.
    case monospaced

    /// Apple's family for the design: `SF Pro Rounded`.
    public var appleFamily: String {
        switch self {
        case .default: "SF Pro"
        case .rounded: "SF Pro Rounded"
        case .serif: "New York"
        case .monospaced: "SF Mono"
        }
    }
}
