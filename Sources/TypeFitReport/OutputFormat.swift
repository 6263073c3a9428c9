/// How a command prints its answer.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for a person in a terminal.
    case text
    /// Pretty-printed JSON with sorted keys, for scripts.
    case json
}

/// The formats `typefit scale` writes: those of every command, and the scale itself as a JSON
/// type scale.
package enum ScaleOutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for a person in a terminal.
    case text
    /// The resolved scale as pretty-printed JSON with sorted keys, for scripts.
    case json
    /// The scale as read (not resolved) as a JSON type scale, the format `--scale` reads
    /// (`TypeScale.jsonText()`): a scale read from Swift or a style dictionary, written as JSON.
    case jsonScale = "json-scale"
}
