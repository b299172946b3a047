package identity

import (
	"fmt"
	"regexp"
)

// ERC-1056 delegate types, as the bytes32 the registry takes.
var (
	// DelegateTypeVeriKey is a delegate that may sign on behalf of the DID (assertionMethod).
	DelegateTypeVeriKey = [32]byte{'v', 'e', 'r', 'i', 'K', 'e', 'y'}
	// DelegateTypeSigAuth is a delegate that may also authenticate as the DID (authentication).
	DelegateTypeSigAuth = [32]byte{'s', 'i', 'g', 'A', 'u', 't', 'h'}
)

// ServiceTypeAgentSite is the service type under which a node advertises itself
// (attribute did/svc/AgentSite).
const ServiceTypeAgentSite = "AgentSite"

var serviceType = regexp.MustCompile(`^\w+$`)

// ServiceAttributeName returns the bytes32 attribute name did/svc/<typ> that publishes a
// service of type typ. typ must be letters, digits or '_' and the name at most 32 bytes.
func ServiceAttributeName(typ string) ([32]byte, error) {
	var out [32]byte
	name := "did/svc/" + typ
	if !serviceType.MatchString(typ) || len(name) > len(out) {
		return out, fmt.Errorf("identity: service type %q: want [A-Za-z0-9_]+ and at most %d bytes", typ, len(out)-len("did/svc/"))
	}
	copy(out[:], name)
	return out, nil
}
