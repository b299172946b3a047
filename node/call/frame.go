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
	n, err := readHeader(r, max)
	if err != nil {
		return nil, err
	}
	return readBody(r, buf, n)
}

// readHeader reads a frame's length prefix; a length over max fails with ErrTooLarge.
func readHeader(r *bufio.Reader, max int) (int, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return 0, err
	}
	if n > uint64(max) {
		return 0, fmt.Errorf("%w: frame of %d bytes, limit %d", ErrTooLarge, n, max)
	}
	return int(n), nil
}

// readBody reads a frame of n bytes (from readHeader) into buf, grown as needed.
func readBody(r *bufio.Reader, buf []byte, n int) ([]byte, error) {
	if cap(buf) < n {
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
