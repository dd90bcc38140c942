import Foundation
import Testing
@testable import Masonry

/// The README's DSL example, as written there: a header above a body, inset from the superview.
@Suite struct ReadmeDSLSnippetTests {
    @Test func readmeExample() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        let header = View(), body = View()
        superview.addSubview(header)
        superview.addSubview(body)
        attachKeys(["header": header, "body": body])
        header.mas.makeConstraints { make in
            make.top.left.right.equalTo(superview)
            make.height.equalTo(44)
        }
        body.mas.makeConstraints { make in
            make.top.equalTo(header.mas.bottom).offset(8)
            make.left.right.bottom.equalTo(superview).insets(EdgeInsets(top: 0, left: 10, bottom: 10, right: 10))
        }
        superview.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(body.frame == CGRect(x: 10, y: 52, width: 300, height: 354))
    }
}
