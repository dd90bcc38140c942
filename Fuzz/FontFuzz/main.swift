// libFuzzer entry point: any bytes as a font file must be refused with an error or read,
// measured and rendered without trapping. Scripts/fuzz-fonts builds it with
// `-sanitize=fuzzer -D FUZZING`; built plainly, it replays the files named on its command line.

import AutoLayout
import Foundation
import FuzzDriver
import MasonryFonts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    guard let typeface = try? FreeTypeTypeface(data: data, name: "fuzz.ttf") else { return 0 }
    let font = Font(typeface: typeface, size: 17)
    _ = font.width(of: "Hello, world — ÅVAT 0123")
    _ = font.lines(of: "Hello, world and more words to wrap", width: 80)
    _ = typeface.renderGlyphs("AVa0", pixelSize: 24)
    return 0
}

#if FUZZING
@_cdecl("FontFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data, size > 0 else { return 0 }
        return fuzzFont(UnsafeRawPointer(data), size)
    }
}
#else
@main
struct Replay {
    static func main() { replay(Array(CommandLine.arguments.dropFirst()), fuzzFont) }
}
#endif
