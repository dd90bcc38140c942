// libFuzzer entry point: any bytes as a xib or storyboard must read, load and lay out without
// trapping, as `masonry ib --check` does. Scripts/fuzz-nibs builds it with `-sanitize=fuzzer
// -D FUZZING`; built plainly, it replays the files named on its command line.

import AutoLayout
import Foundation
import FuzzDriver
import UIKitNib

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNib(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    _ = LayoutDiagnostics.collect {
        MainActor.assumeIsolated {
            if let document = try? NibDocument(data: data, file: "fuzz.xib") {
                _ = NibFrameCheck(document: document).entries.count
            }
        }
    }
    return 0
}

#if FUZZING
@_cdecl("NibFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data, size > 0 else { return 0 }
        return fuzzNib(UnsafeRawPointer(data), size)
    }
}
#else
@main
struct Replay {
    static func main() { replay(Array(CommandLine.arguments.dropFirst()), fuzzNib) }
}
#endif
