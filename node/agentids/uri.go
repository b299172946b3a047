package agentids

import (
	"context"
	"encoding/binary"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/dgraph-io/badger/v4"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/registry/regfile"
)

// URIFunc gives the on-chain agent URI of hosted agent name (whose key is key) at registration.
type URIFunc func(ctx context.Context, name string, key *identity.Key) (string, error)

// LegacyURI is the agent URI registrations carried before registration files: "agentsite:"
// and the agent's DID. A Book without a URIFunc still writes it; matching still knows it.
func LegacyURI(did string) string { return "agentsite:" + did }

// RegistrationFile is the ERC-8004 registration file of hosted agent h: its services at the
// node's HTTP base URL base (none when base is empty), its DID and libp2p address, and its
// registrations (regs, as known now; our registry's once h is registered and registry is set,
// see Registration).
func RegistrationFile(h Hosted, base string, regs []regfile.Registration) *regfile.File {
	return regfile.Build(regfile.Agent{
		Name: h.Info.Name, Description: h.Info.Description, Image: h.Info.Image, Base: base,
		DID: h.DID.String(), PeerID: h.PeerID, Registrations: regs,
	})
}

// Registration names a registered agent in the identity registry at registry on chain chainID.
func Registration(chainID uint64, registry [20]byte, agentID uint64) regfile.Registration {
	return regfile.Registration{AgentID: agentID, AgentRegistry: regfile.AgentRegistry(chainID, registry)}
}

// AgentURI is the on-chain agent URI of hosted agent h: the https URL of the registration file
// its node serves when publicURL is a public HTTPS address, else the file as a data URI
// (regfile.AgentURI), with the registrations known now. A file over regfile.MaxSize is refused
// here, before anything is sent.
func AgentURI(h Hosted, publicURL string, regs []regfile.Registration) (string, error) {
	return regfile.AgentURI(publicURL, h.Info.Name, RegistrationFile(h, regfile.PublicBase(publicURL), regs))
}

// ownRegistration makes the file a data URI carries on chain name the registration agent name
// got (id in this registry): the file is written before the id exists, so the URIFunc lists
// the id the registry gives next (TotalAgents()+1), or none when that could not be read; when
// another registration took it first (or none is named), the file is written again naming id
// (SetAgentURI), once. A failed rewrite is kept in the database and sent again by RetryURIs at
// the next start. An https URI's file is served and lists the id itself.
func (b *Book) ownRegistration(ctx context.Context, name string, id uint64, uri string) {
	if !regfile.IsDataURI(uri) {
		return
	}
	f, err := regfile.FromDataURI(uri)
	if err != nil {
		return
	}
	want := Registration(b.chainID, b.reg.Address(), id)
	i := slices.IndexFunc(f.Registrations, func(r regfile.Registration) bool { return r.AgentRegistry == want.AgentRegistry })
	if i >= 0 && f.Registrations[i] == want {
		return
	}
	named := "none"
	if i >= 0 {
		named = strconv.FormatUint(f.Registrations[i].AgentID, 10)
		f.Registrations[i] = want
	} else {
		f.Registrations = append([]regfile.Registration{want}, f.Registrations...)
	}
	fixed, err := regfile.AgentURI("", name, f)
	if err != nil {
		b.log.Warn("agent registered, but its on-chain registration file cannot be written again naming its id",
			"agent", name, "agent_id", id, "file_names", named, "err", err)
		return
	}
	if err := b.db.Update(func(txn *badger.Txn) error { return txn.Set(owedKey(name), owedRecord(id, fixed)) }); err != nil {
		b.log.Warn("agent's URI rewrite not recorded", "agent", name, "agent_id", id, "err", err)
	}
	b.log.Info("agent's on-chain registration file to be written again with its id (it named another id, or none)",
		"agent", name, "agent_id", id, "file_named", named)
	b.sendOwed(ctx, name, id, fixed)
}

// owedKey holds the URI rewrite owed for hosted agent name: its id (8 bytes) and the URI.
func owedKey(name string) []byte { return []byte("agent-uri-owed/" + name) }

func owedRecord(id uint64, uri string) []byte {
	return append(binary.BigEndian.AppendUint64(nil, id), uri...)
}

// sendOwed sends the owed rewrite of agent name's URI and forgets it once sent; a failure is
// logged and the record kept for RetryURIs.
func (b *Book) sendOwed(ctx context.Context, name string, id uint64, uri string) {
	if err := b.reg.SetAgentURI(ctx, id, uri); err != nil {
		b.log.Warn("agent registered, but its on-chain registration file names another id; the node sends it again at its next start",
			"agent", name, "agent_id", id, "err", err)
		return
	}
	if err := b.db.Update(func(txn *badger.Txn) error { return txn.Delete(owedKey(name)) }); err != nil {
		b.log.Warn("agent's URI rewrite sent, its record not cleared", "agent", name, "agent_id", id, "err", err)
	}
}

// RetryURIs sends again the URI rewrites a failure or a crash left owed (ownRegistration), one
// transaction each; the node calls it once at its start.
func (b *Book) RetryURIs(ctx context.Context) {
	type owed struct {
		name, uri string
		id        uint64
	}
	var todo []owed
	_ = b.db.View(func(txn *badger.Txn) error {
		prefix := owedKey("")
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			_ = it.Item().Value(func(v []byte) error {
				if len(v) > 8 {
					todo = append(todo, owed{name: string(it.Item().Key()[len(prefix):]), id: binary.BigEndian.Uint64(v), uri: string(v[8:])})
				}
				return nil
			})
		}
		return nil
	})
	for _, o := range todo {
		b.sendOwed(ctx, o.name, o.id, o.uri)
	}
}

// sameAgent tells whether uri, found on an agent this account owns, is hosted agent name's
// (DID did): the legacy URI of that DID, a data URI whose file names that DID, or the URL of
// a registration file at name's path (the account's agents have distinct names).
func sameAgent(uri, name, did string) bool {
	switch {
	case uri == LegacyURI(did):
		return true
	case regfile.IsDataURI(uri):
		f, err := regfile.FromDataURI(uri)
		if err != nil {
			return false
		}
		s, ok := f.Service(regfile.ServiceDID)
		return ok && s.Endpoint == did
	default:
		u, err := url.Parse(uri)
		return err == nil && u.Scheme == "https" && strings.HasSuffix(u.EscapedPath(), regfile.Path(name))
	}
}

// NextRegistrations are the registrations a hosted agent's file names when it is registered
// now at reg on chain chainID: none when the file is served at publicURL (a public HTTPS
// address: the node adds the id once known), else the id the registry gives next. The file
// then goes on chain as a data URI, written before the agent has an id, and the standard's
// readers check that the file names its token; Book rewrites it if another registration
// takes that id first. A registry that does not answer leaves the file without it.
func NextRegistrations(ctx context.Context, reg *onchain.Client, chainID uint64, publicURL string) []regfile.Registration {
	if regfile.PublicBase(publicURL) != "" {
		return nil
	}
	total, err := reg.TotalAgents(ctx)
	if err != nil {
		return nil
	}
	return []regfile.Registration{Registration(chainID, reg.Address(), total+1)}
}

// CanonicalRegistration is the canonical ERC-8004 registration of our agent aid (agent register
// --canonical), read from the link in its metadata as the chain index ix has it: the same
// registration file is the canonical token's URI, and a reader checks that it lists the token.
// None without canonical registries (canon nil) or a link.
func CanonicalRegistration(canon *erc8004.Client, ix *chainindex.Index, chainID, aid uint64) []regfile.Registration {
	if canon == nil || ix == nil {
		return nil
	}
	a, err := ix.Agent(aid)
	if err != nil {
		return nil
	}
	if r, ok := canon.Config().Registration(chainID, a.Metadata[erc8004.LinkKey]); ok {
		return []regfile.Registration{r}
	}
	return nil
}
