"""三國殺×大富翁 (rule book 001_ea231be5ab83fae4.txt): the map (`board`), the game cards (`cards`)."""
