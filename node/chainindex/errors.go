package chainindex

import "errors"

// Sentinel errors, tested with errors.Is.
var (
	// ErrBadConfig wraps every Config.Validate failure.
	ErrBadConfig = errors.New("chainindex: bad config")
	// ErrBadDeployment: the deployment lacks one of the indexed contracts.
	ErrBadDeployment = errors.New("chainindex: bad deployment")
	// ErrDeploymentMismatch: the store was built for another chain or other contracts.
	ErrDeploymentMismatch = errors.New("chainindex: store belongs to another deployment")
	// ErrForeignLog: a log the index does not follow (other address, unknown event, malformed).
	ErrForeignLog = errors.New("chainindex: foreign or malformed log")
	// ErrNotFound: no agent or bounty with that id in the index.
	ErrNotFound = errors.New("chainindex: not found")
	// ErrClosed: the index was closed.
	ErrClosed = errors.New("chainindex: closed")
	// ErrInconsistent: the node answered with data from two different forks; retried later.
	ErrInconsistent = errors.New("chainindex: inconsistent chain answer")
)

func isNotFound(err error) bool { return errors.Is(err, ErrNotFound) }
