print("typefit")
