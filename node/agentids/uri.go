package agentids

import (
	"context"
	"net/url"
	"strings"

	"github.com/agentsite/agentsite/identity"
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
		Name: h.Info.Name, Description: h.Info.Description, Base: base,
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
