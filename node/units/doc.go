// Package units reads and writes the node's two amounts with their symbols: ETH (gas and
// rewards) and AST (the registry's stake token). ParseETH and ParseStake take whole units with
// an optional symbol or base units with an explicit suffix; FormatETH and FormatStake write
// whole units with the symbol. The CLI, the config file and the API all use them.
package units
