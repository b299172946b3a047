// Package marketnet is the bounty market's network side: the blob protocol (Service) that
// serves task specs and takes sealed results only from the worker holding a bounty's claim,
// the bounty announcement topic's validator (Announcements), which drops what the chain does
// not back, and the bounded queue of bounties to offer to the market (Offers).
//
// Everything a stranger sends is bounded before it is decoded: request headers by size, sealed
// results by the size the signed header declares (checked against the claim first), unfinished
// deliveries per peer, announcements per forwarding peer, and offers by count with backoff.
package marketnet
