// libFuzzer entry point: any bytes as a layout file must parse, build and render without
// trapping. Scripts/fuzz builds it with `-sanitize=fuzzer -D FUZZING` (libFuzzer supplies
// `main`); built plainly, it replays the files named on its command line, for reproducing a crash.

import Foundation
import FuzzDriver
import Masonry
import MasonryLayoutFile

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    _ = LayoutDiagnostics.collect {
        if case let .success(layout) = LayoutFile.parse(Data(bytes), path: "fuzz.yaml").flatMap({ $0.build() }) {
            _ = layout.svg(showsConstraints: true)
            _ = layout.ascii
            _ = layout.json
            _ = layout.html
            _ = layout.ambiguousViews
        }
    }
    return 0
}

#if FUZZING
@_cdecl("LayoutFileFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data, size > 0 else { return 0 }
        return fuzzLayoutFile(UnsafeRawPointer(data), size)
    }
}
#else
@main
struct Replay {
    static func main() { replay(Array(CommandLine.arguments.dropFirst()), fuzzLayoutFile) }
}
#endif
