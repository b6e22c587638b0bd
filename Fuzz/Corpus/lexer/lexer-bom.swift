let bom = 1
