import Foundation
import TypeFit
import TypeFitReport
import TypeFitTestSupport

extension TypeFitRun {
    /// Standard output read back as a check's JSON (`check`/`report --format json`).
    func checkReport() throws -> CheckReport {
        try CheckReportJSON.decode(Data(stdout.utf8))
    }
}

/// The twelve iOS sizes by SwiftUI name, smallest first (written out, not taken from the model).
let iOSSizeNames = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
]
