import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// Progress bars following an observed progress and keeping their images; spinners' colour,
/// never nil, as UIKit's.
@Suite struct ProgressAndSpinnerTests {
    @Test func aProgressBarFollowsTheProgressItObserves() {
        let bar = ProgressView(progressViewStyle: .default)
        bar.progress = 0.25
        let work = Progress(totalUnitCount: 8)
        bar.observedProgress = work
        #expect(bar.progress == 0)
        work.completedUnitCount = 6  // 6 of 8
        #expect(bar.progress == 0.75)
        bar.observedProgress = nil  // back to the progress set
        #expect(bar.progress == 0.25)
        let fill = Image(size: CGSize(width: 1, height: 4)), track = Image(size: CGSize(width: 2, height: 4))
        bar.progressImage = fill
        bar.trackImage = track
        #expect(bar.progressImage == fill && bar.trackImage == track)
    }

    @Test func aSpinnersColourGoesBackToGrayWhenCleared() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.color == .gray)
        spinner.color = .red
        #expect(spinner.color == .red)
        spinner.color = nil
        #expect(spinner.color == .gray)
        // Made from a coder it is a stopped, hidden medium spinner, never nil, as UIKit declares it.
        let decoded = ActivityIndicatorView(coder: NSCoder())
        #expect(decoded.style == .medium && decoded.isHidden)
    }
}
