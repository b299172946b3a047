package call

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
)

// DefaultMaxFrame bounds one frame (one JSON-RPC message): 1 MiB.
const DefaultMaxFrame = 1 << 20

// readFrame reads one length-prefixed frame into buf (grown as needed) and returns it. A frame
// longer than max fails with ErrTooLarge before any of it is read.
func readFrame(r *bufio.Reader, buf []byte, max int) ([]byte, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, err
	}
	if n > uint64(max) {
		return nil, fmt.Errorf("%w: frame of %d bytes, limit %d", ErrTooLarge, n, max)
	}
	if cap(buf) < int(n) {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	if _, err := io.ReadFull(r, buf); err != nil {
		return nil, fmt.Errorf("%w: truncated frame: %v", ErrProtocol, err)
	}
	return buf, nil
}

// writeFrame writes msg with its length prefix and flushes.
func writeFrame(w *bufio.Writer, msg []byte) error {
	var hdr [binary.MaxVarintLen64]byte
	k := binary.PutUvarint(hdr[:], uint64(len(msg)))
	if _, err := w.Write(hdr[:k]); err != nil {
		return err
	}
	if _, err := w.Write(msg); err != nil {
		return err
	}
	return w.Flush()
}
