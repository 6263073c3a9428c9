/// Where a fact of the system container table comes from: an Apple page or session, or a
/// published measurement (a device or simulator measurement, or an open-source copy of UIKit's
/// metrics that says where its numbers come from).
public struct ContainerSource: Sendable, Hashable, Codable {
    /// The identifier facts cite (`flutter-cupertino-dialog`).
    public var id: String
    /// The page's or session's title.
    public var title: String
    /// Where to read it.
    public var url: String
    /// True for Apple's own documentation, guidelines, sessions and forum answers.
    public var apple: Bool
}
