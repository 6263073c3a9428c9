/// Writing an output whole, to standard output or to a file, never half-written.
///
/// Every file TypeFit writes (`--output` of report, check, measure and baseline compare, the
/// baseline file of baseline record, the PNG of render) goes through ``StreamedOutput`` and so
/// through `AtomicFileWriter`: a temporary file beside the target, flushed to disk, then renamed
/// over it. A run that fails before it writes leaves an existing file as it was; a write that
/// fails removes its temporary file.
///
/// TypeFitReport adds the writes that know reports (`writeJSON` for a check's JSON, `json` for
/// any `Encodable` with the reports' encoding).
package enum OutputWriter {
    /// Writes `text` (UTF-8) to `path` atomically, or to standard output when `path` is nil or
    /// `-`. Throws ``OutputError``, naming the path, when the file cannot be written.
    package static func write(_ text: String, to path: String?) throws(OutputError) {
        try write(text.utf8, to: path)
    }

    /// Writes `bytes` (a PNG, an encoded document) to `path` atomically, or to standard output
    /// when `path` is nil or `-`. Standard output is written directly; a full disk or a closed
    /// descriptor is an error, never a cut-off output that looks complete.
    package static func write(_ bytes: some Collection<UInt8>, to path: String?) throws(OutputError) {
        let output = try StreamedOutput(path ?? "-")
        try output.append(bytes)
        try output.commit()
    }
}
