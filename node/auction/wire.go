package auction

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
)

// Frames on the wire are an unsigned varint length, then that many bytes of JSON.

// readFrame reads one frame of at most max bytes; a longer one fails before its body is read.
func readFrame(r *bufio.Reader, max int) ([]byte, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, err
	}
	if n > uint64(max) {
		return nil, fmt.Errorf("%w: frame of %d bytes, limit %d", ErrBadMessage, n, max)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		return nil, fmt.Errorf("%w: truncated frame: %v", ErrBadMessage, err)
	}
	return buf, nil
}

// appendFrame appends v's JSON as one frame to dst.
func appendFrame(dst []byte, v any) ([]byte, error) {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		return nil, err
	}
	msg := bytes.TrimRight(b.Bytes(), "\n")
	dst = binary.AppendUvarint(dst, uint64(len(msg)))
	return append(dst, msg...), nil
}

// decode parses a frame strictly: unknown fields are refused (a signed message has no room
// for extras a verifier would not see).
func decode(frame []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(frame))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	if d.More() {
		return fmt.Errorf("%w: trailing data", ErrBadMessage)
	}
	return nil
}

// uvarintLen is the length of n's uvarint prefix.
func uvarintLen(n int) int { return len(binary.AppendUvarint(nil, uint64(n))) }
