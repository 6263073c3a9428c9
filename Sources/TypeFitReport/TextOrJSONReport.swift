import TypeFitOutput

/// An answer a command prints either as text for a person or as JSON for scripts (`--format
/// text|json`): styles, scaled-metric, fonts, shape and scale.
package protocol TextOrJSONReport {
    /// The text, aligned for a terminal, ending with a newline.
    func rendered() -> String
    /// The JSON, pretty-printed with sorted keys, ending with a newline.
    func jsonText() throws -> String
}

extension TextOrJSONReport {
    /// The report in `format`.
    package func text(as format: OutputFormat) throws -> String {
        switch format {
        case .json: try jsonText()
        case .text: rendered()
        }
    }

    /// Writes the report in `format` to `path` (nil or `-`: standard output).
    package func write(as format: OutputFormat, to path: String? = nil) throws {
        try OutputWriter.write(try text(as: format), to: path)
    }
}

extension StylesReport: TextOrJSONReport {
    package func jsonText() throws -> String { try OutputWriter.json(json) }
}

extension ContainersReport: TextOrJSONReport {
    package func jsonText() throws -> String { try OutputWriter.json(json) }
}

extension ScaledMetricReport: TextOrJSONReport {
    package func jsonText() throws -> String { try OutputWriter.json(json) }
}

extension FontListReport: TextOrJSONReport {
    package func jsonText() throws -> String { try OutputWriter.json(json) }
}

extension ShapeReport: TextOrJSONReport {
    package func jsonText() throws -> String { try OutputWriter.json(self) }
}

extension ScaleReport: TextOrJSONReport {
    package func jsonText() throws -> String { try OutputWriter.json(self) }
}
