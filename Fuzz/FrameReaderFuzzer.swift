/// libFuzzer target `frames`: the base-protocol frame reader, fed the input
/// in chunks of random sizes, never traps, keeps its buffer bounded, never
/// returns a frame over the limit, and reports exactly what it reports when
/// fed the same bytes in one piece: how the bytes arrive changes no frame and
/// no error's place among them. (Which error a bad header block gets may: the
/// reader refuses a line at its first bad byte without waiting for the rest,
/// so a block that is both malformed and over the header limit can be
/// reported as either, and a malformed line is quoted as far as it arrived.)
@_cdecl("LLVMFuzzerTestOneInput")
public func framesFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    var generator = SplitMix64(seed: fnv1a(input))
    let largestChunk = [1, 7, 64, 4096][generator.int(in: 0 ... 3)]

    var chunked = FrameReader(maxMessageBytes: maximumMessage, maxHeaderBytes: maximumHeader)
    var chunkedEvents: [FrameEvent] = []
    var offset = 0
    while offset < input.count {
        let length = min(input.count - offset, generator.int(in: 1 ... largestChunk))
        chunked.append(input[offset ..< offset + length])
        offset += length
        while let event = chunked.next() { chunkedEvents.append(normalized(checked(event))) }
        // Whatever arrives, the reader holds at most one header block or one
        // body, plus the chunk it was just given.
        let bound = maximumHeader + maximumMessage + largestChunk + 64
        if chunked.bufferedByteCount > bound {
            fatalError("\(chunked.bufferedByteCount) bytes buffered, more than \(bound)")
        }
        if chunked.bufferCapacity > 4 * bound { fatalError("buffer capacity \(chunked.bufferCapacity) for a bound of \(bound)") }
    }
    chunked.finish()
    while let event = chunked.next() { chunkedEvents.append(normalized(checked(event))) }
    if chunked.bufferedByteCount != 0 { fatalError("\(chunked.bufferedByteCount) bytes left after the end of input") }

    var whole = FrameReader(maxMessageBytes: maximumMessage, maxHeaderBytes: maximumHeader)
    whole.append(input)
    whole.finish()
    var wholeEvents: [FrameEvent] = []
    while let event = whole.next() { wholeEvents.append(normalized(event)) }
    if wholeEvents != chunkedEvents {
        fatalError("in chunks of up to \(largestChunk) bytes: \(chunkedEvents.prefix(4)); in one piece: \(wholeEvents.prefix(4))")
    }
    return 0
}

/// Small limits, so that inputs of a few kilobytes reach them.
private let maximumMessage = 2048
private let maximumHeader = 256

private func checked(_ event: FrameEvent) -> FrameEvent {
    if case .frame(let body) = event, body.count > maximumMessage {
        fatalError("a frame of \(body.count) bytes passed the limit of \(maximumMessage)")
    }
    return event
}

/// An error without its details, which may depend on where the chunks ended.
private func normalized(_ event: FrameEvent) -> FrameEvent {
    if case .error = event { return .error(.truncatedHeader) }
    return event
}
