// png-cross-check: the gallery drawn twice — by PNGRenderer, and as SVG by rsvg-convert (which
// lays text out with Pango on the same fonts) — compared view by view: each view's visible
// rectangle within 1 px, each text's inked bounding box within 2 px. Prints the worst cases and
// exits 1 past either limit.
//
//   swift run png-cross-check [--font-family "DejaVu Sans"] [--rsvg rsvg-convert]

import AutoLayout
import CPNG
import Foundation
import MasonryExamples
import MasonryFonts
import MasonryPNG
import MasonryRender
import Synchronization

struct Box: CustomStringConvertible {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    var isEmpty: Bool { minX > maxX }
    mutating func add(_ x: Int, _ y: Int) {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
    }
    func distance(to other: Box) -> Int {
        [abs(minX - other.minX), abs(minY - other.minY), abs(maxX - other.maxX), abs(maxY - other.maxY)].max() ?? 0
    }
    var description: String { isEmpty ? "none" : "x \(minX)…\(maxX), y \(minY)…\(maxY)" }
}

struct Finding: Sendable {
    let what: String
    let distance: Int
    let detail: String
}

/// Reads a PNG file into 8-bit RGBA with libpng's simplified API.
func readPNG(_ path: String) -> Bitmap? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_file(&image, path) != 0 else { return nil }
    image.format = 3  // PNG_FORMAT_RGBA
    var pixels = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
    let done = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
    png_image_free(&image)
    return done != 0 ? Bitmap(width: Int(image.width), height: Int(image.height), rgba: pixels) : nil
}

func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
    let index = (y * bitmap.width + x) * 4
    return (Int(bitmap.rgba[index]), Int(bitmap.rgba[index + 1]), Int(bitmap.rgba[index + 2]), Int(bitmap.rgba[index + 3]))
}

func differs(_ a: (Int, Int, Int, Int), _ b: (Int, Int, Int, Int), by limit: Int) -> Bool {
    abs(a.0 - b.0) > limit || abs(a.1 - b.1) > limit || abs(a.2 - b.2) > limit || abs(a.3 - b.3) > limit
}

/// The box of the pixels in `area` that are (or, with `matching` false, are not) `color`.
func box(in bitmap: Bitmap, area: CGRect, color: Color, matching: Bool, tolerance: Int) -> Box {
    let target = (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
                  Int((color.blue * 255).rounded()), Int((color.alpha * 255).rounded()))
    var result = Box()
    let x0 = max(0, Int(area.minX.rounded(.down))), x1 = min(bitmap.width, Int(area.maxX.rounded(.up)))
    let y0 = max(0, Int(area.minY.rounded(.down))), y1 = min(bitmap.height, Int(area.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return result }
    for y in y0..<y1 {
        for x in x0..<x1 where differs(pixel(bitmap, x, y), target, by: tolerance) != matching {
            result.add(x, y)
        }
    }
    return result
}

func option(_ name: String, default value: String) -> String {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return arguments[index + 1]
}
let family = option("--font-family", default: "DejaVu Sans")
let rsvg = option("--rsvg", default: "rsvg-convert")
do {
    try FontLibrary.install(systemFamily: family)
} catch {
    FileHandle.standardError.write(Data("png-cross-check: \(error)\n".utf8))
    exit(2)
}

let findings = Mutex<[Finding]>([])
let counts = Mutex((states: 0, rectangles: 0, texts: 0))
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("png-cross-check-\(getpid())")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

let inspector: ExampleCapture.Inspector = { state, root in
    let ours = PNGRenderer.rasterize(root, options: PNGRenderer.Options(scale: 1, colorsUnfilledViews: true))
    let svgFile = scratch.appendingPathComponent("state.svg").path, pngFile = scratch.appendingPathComponent("state.png").path
    var options = SVGRenderer.Options(showsKeys: false)
    options.outlinesViews = false
    try? SVGRenderer.render(root, options: options).write(toFile: svgFile, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [rsvg, svgFile, "-o", pngFile]
    guard (try? process.run()) != nil else { return }
    process.waitUntilExit()
    guard process.terminationStatus == 0, let theirs = readPNG(pngFile), theirs.width == ours.width, theirs.height == ours.height else {
        findings.withLock { $0.append(Finding(what: "\(state): rsvg-convert", distance: 99, detail: "no image of the same size")) }
        return
    }
    let placed = placedViews(root)
    let colours = placed.enumerated().map { fill($0.element.view, index: $0.offset) }
    var local: [Finding] = [], rectangles = 0, texts = 0
    for (index, item) in placed.enumerated() where !item.isHidden && item.opacity == 1 {
        let view = item.view, name = "\(state): \(displayName(view, index: index))"
        let area = item.clip.map { item.frame.intersection($0) } ?? item.frame
        guard !area.isNull, area.width >= 1, area.height >= 1 else { continue }
        let colour = colours[index]
        if colour.alpha == 1, colours.filter({ $0 == colour }).count == 1, view.layer.cornerRadius == 0, view.layer.borderWidth == 0 {
            let a = box(in: ours, area: area.insetBy(dx: -2, dy: -2), color: colour, matching: true, tolerance: 8)
            let b = box(in: theirs, area: area.insetBy(dx: -2, dy: -2), color: colour, matching: true, tolerance: 8)
            if !a.isEmpty || !b.isEmpty {
                rectangles += 1
                local.append(Finding(what: "rectangle " + name, distance: a.isEmpty || b.isEmpty ? 99 : a.distance(to: b),
                                     detail: "ours \(a), rsvg \(b)"))
            }
        }
        if !textRuns(of: view, in: item.frame).isEmpty, colour.alpha == 1, view.subviews.isEmpty {
            let a = box(in: ours, area: area, color: colour, matching: false, tolerance: 48)
            let b = box(in: theirs, area: area, color: colour, matching: false, tolerance: 48)
            if !a.isEmpty || !b.isEmpty {
                texts += 1
                local.append(Finding(what: "text " + name, distance: a.isEmpty || b.isEmpty ? 99 : a.distance(to: b),
                                     detail: "ours \(a), rsvg \(b)"))
            }
        }
    }
    findings.withLock { $0 += local }
    counts.withLock { $0 = ($0.states + 1, $0.rectangles + rectangles, $0.texts + texts) }
}

ExampleCapture.$inspector.withValue(inspector) {
    for title in Examples.titles { _ = Examples.screen(named: title, size: CGSize(width: 320, height: 416)) }
}
try? FileManager.default.removeItem(at: scratch)

let all = findings.withLock { $0 }
let total = counts.withLock { $0 }
let rectangles = all.filter { $0.what.hasPrefix("rectangle") }, texts = all.filter { $0.what.hasPrefix("text") }
let worstRectangle = rectangles.max { $0.distance < $1.distance }, worstText = texts.max { $0.distance < $1.distance }
print("\(total.states) states in \(family): \(total.rectangles) view rectangles and \(total.texts) texts compared with rsvg-convert")
if let worstRectangle { print("worst rectangle: \(worstRectangle.distance) px — \(worstRectangle.what) (\(worstRectangle.detail))") }
if let worstText { print("worst text ink: \(worstText.distance) px — \(worstText.what) (\(worstText.detail))") }
let failures = rectangles.filter { $0.distance > 1 } + texts.filter { $0.distance > 2 } + all.filter { $0.what.hasSuffix("rsvg-convert") }
for failure in failures.prefix(20) { print("FAIL \(failure.what): \(failure.distance) px (\(failure.detail))") }
exit(failures.isEmpty && total.states > 0 ? 0 : 1)
