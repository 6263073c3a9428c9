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
