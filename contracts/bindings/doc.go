// Package bindings holds the Go bindings of the AgentSite contracts in contracts/src, generated
// by abigen --v2 (runtime github.com/ethereum/go-ethereum/accounts/abi/bind/v2): one file per
// contract, each with its ABI and deployment bytecode in <Name>MetaData, a <Name> type that
// packs calls and unpacks results, events and errors, and New<Name>().
//
// A method with several results that more than one contract has (eip712Domain() of every
// EIP-712 contract) is renamed <Contract><Method> in each, so that the result structs
// (<Contract><Method>Output) do not collide in this one package.
//
// Do not edit the generated files. Regenerate with `make bindings` (scripts/bindings.sh) after
// changing a contract; `make bindings-check` (scripts/bindings.sh --check) fails when the
// committed files are stale.
package bindings
