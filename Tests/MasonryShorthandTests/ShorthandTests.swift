import Foundation
import Testing
import MasonryShorthand

@Suite struct ShorthandTests {
    @Test func withoutThePrefix() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        let header = View(), body = View()
        attachKeys(["header": header, "body": body])
        superview.addSubview(header)
        superview.addSubview(body)
        header.makeConstraints { make in
            make.top.left.right.equalTo(superview)
            make.height.equalTo(44)
        }
        body.makeConstraints { make in
            make.top.equalTo(header.bottom).offset(8)
            make.left.right.bottom.equalTo(superview)
        }
        body.updateConstraints { make in make.top.equalTo(header.bottom).offset(12) }
        superview.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(body.frame == CGRect(x: 0, y: 56, width: 320, height: 360))
        #expect(header.mas.key == "header" && body.debugName == "body")
        [header, body].remakeConstraints { make in make.edges.equalTo(superview) }
        superview.layoutIfNeeded()
        #expect(body.frame == superview.bounds)
    }
}
