// What every fuzz target shares: starting libFuzzer (in builds with `-sanitize=fuzzer -D FUZZING`)
// and, in plain builds, replaying the files named on the command line to reproduce a crash.

import Foundation

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// Starts libFuzzer with the process's arguments, calling `input` with each generated input.
/// (SwiftPM names an executable's entry point after its target, so each target calls this from
/// its `TARGET_main` rather than from libFuzzer's own `main`.)
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ input: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var count = argc, arguments = argv
    return runFuzzerDriver(&count, &arguments, input)
}
#endif

/// Calls `input` with the bytes of each file in `paths`, saying which were read.
public func replay(_ paths: [String], _ input: (UnsafeRawPointer, Int) -> CInt) {
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("cannot read \(path)")
            continue
        }
        _ = data.withUnsafeBytes { buffer in
            input(buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, buffer.count)  // safe: count is 0 then
        }
        print("ok \(path)")
    }
}
