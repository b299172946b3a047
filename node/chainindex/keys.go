package chainindex

import (
	"encoding/binary"

	"github.com/ethereum/go-ethereum/common"
)

// Key layout under Config.Prefix:
//
//	m/cursor                      the cursor (next block, hash of the last indexed one)
//	m/dirty                       present while the views are being rebuilt
//	m/deployment                  the deployment the store was built for
//	h/<block>                     hash of a recently indexed block (reorg detection)
//	l/<block><logIndex>           a stored log with its extra reads
//	v/...                         materialised views, derived only from the l/ entries
//
// Numbers are big-endian so that badger's key order is numeric order.
const (
	kCursor     = "m/cursor"
	kDirty      = "m/dirty"
	kDeployment = "m/deployment"
	pHash       = "h/"
	pLog        = "l/"
	pView       = "v/"

	pAgent       = "v/a/"  // agent id
	pAgentAddr   = "v/ax/" // owner or wallet, agent id
	pBounty      = "v/b/"  // bounty id
	pByRequester = "v/bq/" // requester, bounty id
	pByAgent     = "v/bg/" // agent id, bounty id
	pByParent    = "v/bp/" // parent id, bounty id
	pByStatus    = "v/bs/" // status, bounty id
	pDID         = "v/d/"  // identity
	pDelegate    = "v/dd/" // identity, type, delegate
	pAttribute   = "v/da/" // identity, name, keccak(value)
	pReputation  = "v/r/"  // agent id
	pFeedback    = "v/rf/" // agent id, client, index
)

// keys builds keys under the index's prefix.
type keys struct{ prefix string }

func (k keys) of(parts ...[]byte) []byte {
	n := len(k.prefix)
	for _, p := range parts {
		n += len(p)
	}
	out := make([]byte, 0, n)
	out = append(out, k.prefix...)
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func (k keys) s(name string, parts ...[]byte) []byte {
	return k.of(append([][]byte{[]byte(name)}, parts...)...)
}

func be64(v uint64) []byte {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], v)
	return b[:]
}

func be32(v uint32) []byte {
	var b [4]byte
	binary.BigEndian.PutUint32(b[:], v)
	return b[:]
}

func addr(a common.Address) []byte { return a.Bytes() }

// logKey orders logs by block, then by index in the block.
func (k keys) log(block uint64, index uint) []byte {
	return k.s(pLog, be64(block), be32(uint32(index)))
}

func (k keys) hash(block uint64) []byte { return k.s(pHash, be64(block)) }

// tail returns the last n bytes of key, the id part of an index entry.
func tailU64(key []byte) uint64 { return binary.BigEndian.Uint64(key[len(key)-8:]) }
