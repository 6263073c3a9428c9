import Foundation

/// Reads a FIFO to its end on a thread of its own (opening a FIFO blocks until a writer opens
/// it, which must not hold up a test's cooperative threads).
final class FIFOReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        let thread = Thread { [self] in
            if let handle = FileHandle(forReadingAtPath: path) {
                data = handle.readDataToEndOfFile()
                try? handle.close()
            }
            done.signal()
        }
        thread.start()
    }

    /// Everything read, once the writer has closed its end.
    func wait() -> Data {
        done.wait()
        return data
    }
}
