/// TypeFit's version, as `typefit --version` prints it and SARIF logs name their tool with.
package enum TypeFitVersion {
    /// Semantic version of this build of TypeFit.
    package static let current = "0.1.0"
}
