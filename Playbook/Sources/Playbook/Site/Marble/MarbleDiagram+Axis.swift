import PlaybookWire

extension MarbleDiagram {
    /// The axis of frames below the lines: a tick at every frame (10 ticks of
    /// virtual time, one character of a marble string), numbered where there
    /// is room (every frame when frames are far enough apart, else every 2nd,
    /// 5th, 10th...), and `frames` at its right end. Frame 0 is where the
    /// results subscribe; a hot input's frames before its `^` are negative.
    /// Its frame is the template marble-frames.svg.
    func frameAxis(y: Int, x: (Int) -> Double, first: Int, last: Int, totalWidth: Int) -> String {
        let ticks = MarbleGrammar.ticksPerFrame
        let firstFrame = Int((Double(first) / Double(ticks)).rounded(.up))
        let lastFrame = Int((Double(last) / Double(ticks)).rounded(.down))
        guard lastFrame > firstFrame else { return "" }
        let spacing = x(ticks) - x(0)
        let every = [1, 2, 5, 10, 20, 50, 100].first { Double($0) * spacing >= 24 } ?? 200
        let word = "frames"
        // Numbers stop short of the word at the right end.
        let wordStart = Double(totalWidth) - 6 - Double(word.count) * Self.characterWidth * 0.85
        let top = y + 4
        // Every tick in one path: long where numbered, short elsewhere.
        var path = ""
        var labels = ""
        for frame in firstFrame...lastFrame {
            let position = Self.number(x(frame * ticks))
            let labelled = frame % every == 0 && x(frame * ticks) + 14 < wordStart
            path += "M\(position) \(top)v\(labelled ? 6 : 3)"
            if labelled { labels += "<text x=\"\(position)\" y=\"\(top + 18)\" text-anchor=\"middle\">\(frame)</text>\n" }
        }
        return SiteTemplates.marbleFrames.fill([
            "x1": Self.number(x(firstFrame * ticks)), "x2": Self.number(x(lastFrame * ticks)), "y": "\(top)", "ticks": path,
            "labels": labels, "wordX": "\(totalWidth - 6)", "wordY": "\(top + 18)", "word": word
        ]) + "\n"
    }
}
