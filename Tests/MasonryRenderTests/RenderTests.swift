import Foundation
import Testing
import Masonry
@testable import MasonryRender

/// A 160×80 root with a red box and a label inside it.
func sample() -> (View, View, Label) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 160, height: 80))
    root.mas.key = "root"
    root.backgroundColor = .white
    let box = View(), label = Label()
    box.mas.key = "box"
    box.backgroundColor = Color(hex: 0xFF0000)
    label.mas.key = "title"
    label.text = "Hi"
    label.font = Font(pointSize: 10)
    root.addSubview(box)
    box.addSubview(label)
    box.mas.makeConstraints { make in
        make.left.top.equalTo(root).offset(8)
        make.size.equalTo(CGSize(width: 80, height: 40))
    }
    label.mas.makeConstraints { make in make.left.top.equalTo(box).offset(4) }
    root.layoutIfNeeded()
    return (root, box, label)
}

@Suite struct RenderTests {
    @Test func svgDrawsFramesColoursAndText() {
        let (root, _, label) = sample()
        #expect(label.frame == CGRect(x: 4, y: 4, width: 12, height: 12))
        let svg = SVGRenderer.render(root)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"160\" height=\"80\" viewBox=\"0 0 160 80\""))
        #expect(svg.contains("<rect x=\"8\" y=\"8\" width=\"80\" height=\"40\" fill=\"#FF0000\""))
        // The label sits at 8 + 4 = 12 in root coordinates; its baseline is 0.95 × 10 below.
        #expect(svg.contains("<rect x=\"12\" y=\"12\" width=\"12\" height=\"12\""))
        #expect(svg.contains("<text x=\"12\" y=\"21.5\" font-size=\"10\" fill=\"#000000\" textLength=\"12\">Hi</text>"))
        #expect(svg.contains(">box</text>"))
        #expect(!svg.contains("<line"))
        let lines = SVGRenderer.render(root, options: SVGRenderer.Options(showsConstraints: true))
        #expect(lines.components(separatedBy: "<line").count - 1 == 6)   // 4 for the box, 2 for the label
    }

    @Test func highlightedViewsAreOutlined() {
        let (root, box, _) = sample()
        var options = SVGRenderer.Options()
        options.highlighted = [ObjectIdentifier(box)]
        #expect(SVGRenderer.render(root, options: options).contains("fill=\"#FF0000\" stroke=\"#FF0000\" stroke-width=\"3\""))
    }

    @Test func asciiBoxes() {
        let (root, _, _) = sample()
        // 0.25 characters per point across, 0.125 down: the box (8, 8, 80, 40) spans columns 2…22, rows 1…6.
        #expect(ASCIIRenderer.render(root, scale: 0.25) == """
            ┌root───────────────────────────────────┐
            │ ┌box────────────────┐                 │
            │ │┌ti┐               │                 │
            │ │└──┘               │                 │
            │ │                   │                 │
            │ │                   │                 │
            │ └───────────────────┘                 │
            │                                       │
            │                                       │
            │                                       │
            └───────────────────────────────────────┘

            """)
    }

    @Test func jsonFrameTree() {
        let (root, _, _) = sample()
        let json = JSONRenderer.render(root)
        #expect(json.contains("\"key\" : \"box\""))
        #expect(json.contains("\"class\" : \"Label\""))
        let data = json.data(using: .utf8)!
        let tree = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        let box = (tree["children"] as! [[String: Any]])[0]
        #expect(box["frame"] as! [Double] == [8, 8, 80, 40])
    }

    @Test func animatedSVGAndHTMLPage() {
        let (root, box, _) = sample()
        let left = ViewConstraint.installedConstraints(for: box).first!
        let animation = View.animate(withDuration: 0.5, animations: {
            left.update(offset: 28)
            root.layoutIfNeeded()
        })
        let svg = SVGRenderer.render(animation, root: root)
        #expect(svg.contains("<animate attributeName=\"x\" from=\"8\" to=\"28\" dur=\"0.5s\" calcMode=\"spline\""))
        let page = HTMLRenderer.page(title: "Gallery", sections: [
            HTMLRenderer.Section(title: "Sample <1>", svg: svg, constraints: constraintDescriptions(root),
                                 diagnostics: ["Unable to satisfy"]),
        ])
        #expect(page.contains("<h2>Sample &lt;1&gt;</h2>"))
        #expect(page.contains("<pre class=\"diagnostic\">Unable to satisfy</pre>"))
        #expect(page.contains("View:box.left == View:root.left + 28"))
        #expect(page.components(separatedBy: "<svg").count - 1 == 1)
    }

    @Test func colours() {
        #expect(Color(hex: "#FF9500") == .systemOrange)
        #expect(Color(hex: "0f0")?.hexString == "#00FF00")
        #expect(Color(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(hex: "nope") == nil)
        #expect(Color.stable(for: "header") == Color.stable(for: "header"))
        #expect(Color.stable(for: "header") != Color.stable(for: "footer"))
        #expect(Color.named["purple"] == .systemPurple)  // layout files name the system palette
    }
}
