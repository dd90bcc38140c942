// libFuzzer entry point: any bytes as a layout file must parse, build and render without
// trapping. Scripts/fuzz builds it with `-sanitize=fuzzer -D FUZZING` (libFuzzer supplies
// `main`); built plainly, it replays the files named on its command line, for reproducing a crash.

import Foundation
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
/// libFuzzer's driver: SwiftPM names an executable's entry point after its target, so the fuzzer
/// is started from there rather than from libFuzzer's own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LayoutFileFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc, arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        guard let data, size > 0 else { return 0 }
        return fuzzLayoutFile(UnsafeRawPointer(data), size)
    }
}
#else
@main
struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("cannot read \(path)")
                continue
            }
            _ = data.withUnsafeBytes { buffer in
                fuzzLayoutFile(buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, buffer.count)  // safe: count is 0 then
            }
            print("ok \(path)")
        }
    }
}
#endif
