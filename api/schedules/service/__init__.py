"""The rules of Delivering: balances, call-offs, the status machine, reading, the board, links, mails, Home."""
