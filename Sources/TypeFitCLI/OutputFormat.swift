import ArgumentParser

/// How a command prints its answer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns for a person in a terminal.
    case text
    /// Pretty-printed JSON with sorted keys, for scripts.
    case json
}

/// The formats `typefit report` writes: those of every command, and a self-contained HTML page.
enum ReportOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns for a person in a terminal.
    case text
    /// The check's compact JSON, schema 2 (`CheckReportJSON`), streamed, for scripts.
    case json
    /// A self-contained HTML page: the matrix, filters, renderings.
    case html
}

/// The formats `typefit scale` writes: those of every command, and the scale itself as a JSON
/// type scale.
enum ScaleOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns for a person in a terminal.
    case text
    /// The resolved scale as pretty-printed JSON with sorted keys, for scripts.
    case json
    /// The scale as read (not resolved) as a JSON type scale, the format `--scale` reads
    /// (`TypeScale.jsonText()`): a scale read from Swift or a style dictionary, written as JSON.
    case jsonScale = "json-scale"
}
