import Foundation
import Testing
@testable import MasonryExamples

/// The frames of a screen's state, by key.
func frames(_ title: String, state index: Int = 0) -> [String: CGRect] {
    Examples.screen(named: title)!.states[index].frames
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
        && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

@Suite struct ExampleTests {
    @Test func catalogue() {
        #expect(Examples.titles.count == 30)
        #expect(Examples.all().allSatisfy { !$0.states.isEmpty && $0.states.allSatisfy { $0.svg.hasPrefix("<svg") } })
        #expect(Examples.screen(named: "views distribute")?.states.count == 4)
        #expect(Examples.screen(named: "nope") == nil)
    }

    @Test func basicAndAttributeChaining() {
        // Widths: 320 = 10 + w + 10 + w + 10 → w = 145; heights: 416 = 10 + h + 10 + h + 10 → h = 193.
        let basic = frames("Basic")
        #expect(basic["green"] == rect(10, 10, 145, 193))
        #expect(basic["red"] == rect(165, 10, 145, 193))
        #expect(basic["blue"] == rect(10, 213, 300, 193))
        // Insets (15, 10, 15, 10): 416 = 15 + h + 15 + h + 15 → h = 185.5; widths as in Basic.
        let chained = frames("Attribute Chaining")
        #expect(chained["green"] == rect(10, 15, 145, 185.5))
        #expect(chained["red"] == rect(165, 15, 145, 185.5))
        #expect(chained["blue"] == rect(10, 215.5, 300, 185.5))
    }

    @Test func updateAndRemake() {
        let update = Examples.screen(named: "Update Constraints")!
        // Centred, 100 × 100 — but the title "Grow Me!" needs 8 × 10.2 → 82 + 24 = 106 across, and its
        // compression resistance (750) beats the size (250) — then ×1.3 each step: 130, 169, 219.7, 285.61.
        #expect(update.states[0].frames["growingButton"] == rect(107, 158, 106, 100))
        let sides: [CGFloat] = [130, 169, 219.7, 285.61]
        for (state, side) in zip(update.states.dropFirst(), sides) {
            #expect(close(state.frames["growingButton"], rect(160 - side / 2, 208 - side / 2, side, side)), "\(state.name)")
        }
        #expect(update.states[1].svg.contains("<animate attributeName=\"width\" from=\"106\" to=\"130\" dur=\"0.4s\""))
        let remake = Examples.screen(named: "Remake Constraints")!
        #expect(remake.states.map { $0.frames["movingButton"]! } == [rect(10, 10, 100, 100), rect(210, 306, 100, 100),
                                                                     rect(10, 10, 100, 100)])
    }

    @Test func constantsEdgesAndMargins() {
        // Purple 20 in from every edge; orange 200 × 100 centred, 50 below the centre: (160 - 100, 208 + 50 - 50).
        let constants = frames("Using Constants")
        #expect(constants["purple"] == rect(20, 20, 280, 376))
        #expect(constants["orange"] == rect(60, 208, 200, 100))
        // Each view is inset (5, 10, 15, 20) from the previous: x += 10, y += 5, width -= 30, height -= 20.
        for title in ["Composite Edges", "Margins"] {
            let edges = frames(title)
            for index in 1...10 {
                let k = CGFloat(index)
                #expect(edges["view\(index)"] == rect(10 * k, 5 * k, 320 - 30 * k, 416 - 20 * k), "\(title) \(index)")
            }
        }
    }

    @Test func aspectFit() {
        // Top half 320 × 208; a 3:1 box as large as fits: 320 × 106.67, centred at y = 104.
        let fit = frames("Aspect Fit")
        #expect(fit["topView"] == rect(0, 0, 320, 208))
        #expect(fit["bottomView"] == rect(0, 208, 320, 208))
        #expect(close(fit["topInnerView"], rect(0, 104 - 320.0 / 6, 320, 320.0 / 3)))
    }

    @Test func basicAnimated() {
        let screen = Examples.screen(named: "Basic Animated")!
        #expect(screen.states[0].frames["green"] == rect(10, 10, 145, 193))
        // Insets 100: 320 = 100 + w + 100 + w + 100 → w = 10; 416 = 100 + h + 100 + h + 100 → h = 58.
        #expect(screen.states[1].frames["green"] == rect(100, 100, 10, 58))
        #expect(screen.states[1].frames["blue"] == rect(100, 258, 120, 58))
        #expect(screen.states[2].frames["red"] == rect(165, 10, 145, 193))
        #expect(screen.states[1].svg.contains("<animate"))
    }

    @Test func debuggingHelpersReportTheConflictByKey() {
        let state = Examples.screen(named: "Debugging Helpers")!.states[0]
        #expect(!state.diagnostics.isEmpty)
        #expect(state.diagnostics.allSatisfy { $0.kind == .unsatisfiable })
        let text = state.diagnostics.map(\.message).joined(separator: "\n")
        #expect(text.contains("<LayoutConstraint:ConflictingConstraint[0]"))
        #expect(text.contains("Label:blueView"))
        #expect(state.svg.contains("stroke=\"#FF0000\" stroke-width=\"3\""))
    }

    @Test func baconyLabels() {
        let bacon = frames("Bacony Labels")
        // "Bacon" is 5 × 10.2 = 51 wide, 10 from the right: x = 259. The long label wraps at
        // 259 - 10 - 10 = 239 (23 characters of 10.2), into 7 lines of 20.4: 142.8 → 143 tall.
        #expect(bacon["shortLabel"] == rect(259, 148.55, 51, 21) || close(bacon["shortLabel"], rect(259, 148.55, 51, 21)))
        #expect(bacon["longLabel"] == rect(10, 10, 235, 143))
        // The short label's top is the long label's last baseline: 10 + 6 × 20.4 + 16.15.
    }

    @Test func scrollView() {
        let screen = Examples.screen(named: "UIScrollView")!
        // Heights 25, 50, …, 250 add up to 25 × 55 = 1375.
        #expect(screen.states[0].note == "contentSize 320 × 1375")
        #expect(screen.states[0].frames["view9"] == rect(0, 1125, 320, 250))
        #expect(screen.states[0].frames["contentView"] == rect(0, 0, 320, 1375))
        #expect(screen.states[1].frames["view7"] == rect(0, 700, 320, 200))
    }

    @Test func arrayRaisesAndLowers() {
        let screen = Examples.screen(named: "Array")!
        // Baselines at the centre (208) + offset; a button's baseline is 6 + 0.95 × 17 = 22.15 below its top.
        let offsets: [CGFloat] = [0, -10, -20, 0, 10]
        for (state, offset) in zip(screen.states, offsets) {
            #expect(close(state.frames["lower"], rect(10, 208 + offset - 22.15, 75, 33)), "\(state.name)")
            #expect(close(state.frames["center"], rect(117, 208 + offset - 22.15, 86, 33)))
            #expect(close(state.frames["raise"], rect(235, 208 + offset - 22.15, 75, 33)))
        }
    }

    @Test func viewsDistribute() {
        let states = Examples.screen(named: "Views Distribute")!.states
        // (320 - 70) / 4 = 62.5 wide at 5, 87.5, 170, 252.5; (416 - 70) / 4 = 86.5 tall at 5, 111.5, 218, 324.5.
        #expect((0..<4).map { states[0].frames["view\($0)"]!.minX } == [5, 87.5, 170, 252.5])
        #expect((0..<4).map { states[1].frames["view\($0)"]!.minY } == [5, 111.5, 218, 324.5])
        // Right edges 230 + 20i: x = 200, 220, 240, 260; bottoms 60 + 52i: y = 30, 82, 134, 186.
        #expect((0..<4).map { states[2].frames["view\($0)"]!.minX } == [200, 220, 240, 260])
        #expect((0..<4).allSatisfy { abs(states[3].frames["view\($0)"]!.minY - [30, 82, 134, 186][$0]) < 1e-9 })
    }

    @Test func guides() {
        let guides = frames("Layout Guides")
        // Top guide 64 tall, bottom 49: topView at 64, bottomView ending at 416 - 49.
        #expect(guides["topView"] == rect(0, 64, 320, 40))
        #expect(guides["topSubview"] == rect(150, 0, 20, 20))
        #expect(guides["bottomView"] == rect(0, 327, 320, 40))
        // Safe rect (20, 44, 280, 338): corners, edge centres and centre of it.
        let safe = frames("Safe Area Layout Guides")
        #expect(safe["LT"] == rect(20, 44, 50, 50) && safe["RB"] == rect(250, 332, 50, 50))
        #expect(safe["TX"] == rect(135, 44, 50, 50) && safe["LY"] == rect(20, 188, 50, 50))
        #expect(safe["XY"] == rect(135, 188, 50, 50))
    }
}
