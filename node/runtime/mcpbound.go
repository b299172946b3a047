package runtime

import (
	"fmt"
	"io"
	"mime"
	"net/http"
)

// MaxFrame bounds one message read from an MCP server before it is decoded: an SSE event or a
// JSON response body over streamable HTTP (a stdio line is bounded by the SDK at 16 MiB). A
// result itself is held to MaxOutput; the frame has room for the envelope around it.
const MaxFrame = MaxOutput + 1<<20

// MaxTools bounds the tools kept from one MCP server (its tools/list pages, read until this
// many): a server that pages on without end must not hold the connection or the node's memory.
// 256: far above the servers we know (the reference "everything" server has 12, large SaaS
// servers about 100), and a card shows only registry.MaxSkills of them anyway.
const MaxTools = 256

// boundedTransport fails a JSON response body past MaxFrame (the SDK reads those whole).
type boundedTransport struct{ base http.RoundTripper }

func (t boundedTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(r)
	if err != nil {
		return nil, err
	}
	if mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type")); mt == "application/json" {
		resp.Body = &boundedBody{rc: resp.Body, n: MaxFrame}
	}
	return resp, nil
}

// boundedBody reads up to n bytes, then fails with ErrResultTooLarge.
type boundedBody struct {
	rc io.ReadCloser
	n  int64
}

func (b *boundedBody) Read(p []byte) (int, error) {
	if b.n <= 0 {
		var one [1]byte
		if n, err := b.rc.Read(one[:]); n == 0 && err != nil {
			return 0, err // the body ended exactly at the limit
		}
		return 0, fmt.Errorf("%w: MCP response past %d bytes", ErrResultTooLarge, MaxFrame)
	}
	if int64(len(p)) > b.n {
		p = p[:b.n]
	}
	n, err := b.rc.Read(p)
	b.n -= int64(n)
	return n, err
}

func (b *boundedBody) Close() error { return b.rc.Close() }
